export interface SyllabusModule {
  readonly title: string;
  readonly topics: readonly string[]; // 4 or 5 topics each, short lines (max ~90 chars), no trailing full stop
}

export interface ProgramContent {
  /** One sentence for the program card, max 110 characters. */
  readonly tagline: string;
  /** Two or three sentences for the top of the program page (max 420 characters): who it is for and what they will be able to do. */
  readonly overview: string;
  /** Four short outcome bullet lines (max 80 characters each), e.g. "Build and deploy a REST API with authentication". */
  readonly outcomes: readonly string[];
  /** Ordered syllabus: 6 to 8 modules, each with 4 or 5 topics. */
  readonly syllabus: readonly SyllabusModule[];
}

export const PROGRAM_CONTENT = {
  cybersecurity: {
    tagline:
      'Learn to defend networks, test web apps and respond to incidents the way real security teams work.',
    overview:
      'For IT graduates, network engineers and developers moving into security roles. You will learn how attacks work, test systems ethically in a lab, investigate alerts in a SIEM and map findings to frameworks such as MITRE ATT&CK and ISO 27001. You finish ready for SOC analyst and junior penetration tester roles.',
    outcomes: [
      'Run an authorised vulnerability assessment and write a clear report',
      'Find and exploit OWASP Top 10 flaws in a lab web application',
      'Triage alerts and investigate incidents using a SIEM',
      'Harden Linux, Windows and cloud accounts against common attacks',
    ],
    syllabus: [
      {
        title: 'Security Foundations',
        topics: [
          'CIA triad, threat actors, risk and the cyber kill chain',
          "TCP/IP, DNS, HTTP and TLS from a defender's point of view",
          'Linux and Windows command line for security work',
          'Building a safe home lab with VirtualBox, Kali Linux and vulnerable VMs',
          'Indian context: IT Act 2000, CERT-In reporting directions and the DPDP Act 2023',
        ],
      },
      {
        title: 'Network Security and Reconnaissance',
        topics: [
          'Packet capture and analysis with Wireshark and tcpdump',
          'Host and service discovery with Nmap, including NSE scripts',
          'Firewalls, VPNs, IDS/IPS and network segmentation',
          'OSINT: WHOIS, DNS enumeration, Shodan and search engine dorking',
        ],
      },
      {
        title: 'Vulnerability Assessment and System Hardening',
        topics: [
          'Scanning with OpenVAS and Nessus Essentials, reading CVEs and CVSS scores',
          'Patch management and CIS Benchmarks for Linux and Windows',
          'Active Directory basics, Kerberos and common misconfigurations',
          'Password attacks, hashing and offline cracking with Hashcat in the lab',
        ],
      },
      {
        title: 'Web Application Security',
        topics: [
          'OWASP Top 10: injection, broken access control, XSS and SSRF',
          'Intercepting and modifying traffic with Burp Suite',
          'Authentication, session management and JWT weaknesses',
          'Secure coding fixes and developer-friendly remediation notes',
        ],
      },
      {
        title: 'Penetration Testing Methodology',
        topics: [
          'Scoping, rules of engagement and written legal authorisation',
          'Exploitation with Metasploit and manual proof-of-concept work',
          'Privilege escalation on Linux and Windows',
          'Post-exploitation, pivoting and clean-up',
          'Writing a pentest report with risk ratings and remediation',
        ],
      },
      {
        title: 'Security Operations and Incident Response',
        topics: [
          'Log sources, SIEM use cases and detection rules in Splunk or Elastic',
          'Mapping detections to MITRE ATT&CK techniques',
          'Incident response lifecycle based on NIST SP 800-61',
          'Phishing analysis and malware triage with VirusTotal and sandboxes',
          'Digital forensics basics: disk images, memory captures and timelines',
        ],
      },
      {
        title: 'Cloud Security, Governance and Compliance',
        topics: [
          'Shared responsibility model and IAM misconfigurations in AWS and Azure',
          'ISO/IEC 27001 controls, SOC 2 and PCI DSS overview',
          'Risk registers, security policies and audit evidence',
          'Certification paths: CompTIA Security+, CEH and OSCP',
        ],
      },
      {
        title: 'Capstone: Security Assessment Project',
        topics: [
          'Assess a purpose-built vulnerable network from recon to exploitation',
          'Detect your own attack in a SIEM and build an incident timeline',
          'Deliver an executive summary and a technical findings report',
          'Present to a mentor panel and publish a sanitised write-up',
        ],
      },
    ],
  },

  'data-analytics': {
    tagline: 'Turn raw business data into clear answers with Excel, SQL, Python and Power BI.',
    overview:
      'For graduates, working professionals and career switchers aiming for analyst roles. You will clean and query real datasets, apply statistics to business questions, build dashboards that managers actually use and present findings with confidence. You leave with a portfolio of projects that mirrors the daily work of data analysts in Indian and global companies.',
    outcomes: [
      'Write SQL queries with joins, CTEs and window functions',
      'Clean, explore and analyse data in Python with pandas',
      'Build interactive dashboards in Power BI and Tableau',
      'Present insights as a clear, data-backed business story',
    ],
    syllabus: [
      {
        title: 'Analytics Foundations and Excel',
        topics: [
          'The analytics lifecycle: question, data, analysis, insight and action',
          'Descriptive, diagnostic, predictive and prescriptive analytics',
          'Excel for analysis: XLOOKUP, PivotTables and conditional formatting',
          'Cleaning and combining data with Power Query',
        ],
      },
      {
        title: 'Statistics for Analysts',
        topics: [
          'Descriptive statistics: mean, median, variance and distributions',
          'Probability, sampling and the central limit theorem',
          'Hypothesis testing: t-tests, chi-square tests and p-values',
          'Correlation, simple linear regression and A/B test design',
        ],
      },
      {
        title: 'SQL for Data Analysis',
        topics: [
          'Relational databases, schemas and SELECT basics in PostgreSQL and MySQL',
          'Joins, GROUP BY, HAVING and subqueries',
          'Common table expressions and window functions such as RANK and LAG',
          'Query performance basics: indexes and EXPLAIN',
          'Case study: analysing an e-commerce orders database',
        ],
      },
      {
        title: 'Python for Analytics',
        topics: [
          'Python essentials in Jupyter notebooks',
          'pandas: loading, filtering, merging and reshaping data',
          'Handling missing values, outliers and date-time data',
          'Exploratory data analysis with Matplotlib and Seaborn',
        ],
      },
      {
        title: 'Data Visualisation and Dashboards',
        topics: [
          'Choosing the right chart and principles of visual design',
          'Power BI: Power Query, data models and DAX measures',
          'Tableau: calculated fields, parameters and dashboard actions',
          'Designing KPIs for sales, marketing and operations teams',
        ],
      },
      {
        title: 'Business Analytics in Practice',
        topics: [
          'Cohort analysis, customer retention and churn metrics',
          'RFM segmentation for customer targeting',
          'Funnel analysis for apps and websites',
          'Time-series basics: trend, seasonality and moving averages',
          'A first predictive model with scikit-learn',
        ],
      },
      {
        title: 'Data Storytelling and Career Readiness',
        topics: [
          'Structuring insights with the pyramid principle',
          'Presenting to non-technical stakeholders',
          'Building a portfolio on GitHub and Tableau Public',
          'Interview preparation: SQL tests, case studies and guesstimates',
        ],
      },
      {
        title: 'Capstone: End-to-End Analytics Project',
        topics: [
          'Frame a business problem with a mentor and define success metrics',
          'Collect, clean and model data from multiple sources',
          'Build a dashboard and a written insights report',
          'Present recommendations to a review panel',
        ],
      },
    ],
  },

  'digital-marketing': {
    tagline:
      'Plan, run and measure campaigns across search, social, email and content that bring in real customers.',
    overview:
      'For students, business owners and marketers who want hands-on skills rather than theory. You will research audiences, rank pages on Google, run paid campaigns on Google and Meta, automate email and WhatsApp journeys, and measure results in GA4. You finish with live campaign work and a strategy deck you can show to employers or clients.',
    outcomes: [
      'Build a full-funnel marketing plan with budget and KPIs',
      'Run and optimise Google Ads and Meta Ads campaigns',
      'Improve search rankings with on-page and technical SEO',
      'Track conversions and report results with GA4 and Looker Studio',
    ],
    syllabus: [
      {
        title: 'Marketing Fundamentals and Strategy',
        topics: [
          'The Indian digital landscape: search, social, marketplaces and WhatsApp',
          'Buyer personas, customer journeys and the marketing funnel',
          'Positioning, value propositions and competitor research',
          'Setting SMART goals, KPIs and marketing budgets',
        ],
      },
      {
        title: 'Websites, Landing Pages and Conversion',
        topics: [
          'Building a landing page with WordPress',
          'Conversion rate optimisation: copy, layout, forms and trust signals',
          'A/B testing landing page variants',
          'Page speed, mobile-first design and Core Web Vitals',
        ],
      },
      {
        title: 'Search Engine Optimisation',
        topics: [
          'Keyword research with Google Keyword Planner and Semrush or Ahrefs',
          'On-page SEO: titles, headings, internal links and schema markup',
          'Technical SEO: crawling, indexing, sitemaps and Google Search Console',
          'Local SEO with Google Business Profile',
          'Content-led link building and digital PR',
        ],
      },
      {
        title: 'Content and Social Media Marketing',
        topics: [
          'Content strategy, editorial calendars and repurposing',
          'Instagram, LinkedIn and YouTube: formats and how their feeds rank content',
          'Short-form video and creator collaborations, including ASCI disclosure rules',
          'Community management and social listening',
        ],
      },
      {
        title: 'Performance Marketing',
        topics: [
          'Google Ads: Search, Performance Max and YouTube campaigns',
          'Meta Ads Manager: objectives, audiences and creative testing',
          'Bidding strategies, Quality Score, CPA and ROAS',
          'Retargeting, lookalike audiences and account structure',
        ],
      },
      {
        title: 'Email, WhatsApp and Marketing Automation',
        topics: [
          'Email list building, segmentation and deliverability',
          'Automated journeys in Mailchimp or HubSpot',
          'WhatsApp Business Platform campaigns and opt-in rules',
          'Lead scoring and CRM handover to sales',
        ],
      },
      {
        title: 'Analytics and Measurement',
        topics: [
          'GA4 events and key events set up through Google Tag Manager',
          'UTM parameters and attribution models',
          'Reporting dashboards in Looker Studio',
          "Privacy and consent: cookie banners and India's DPDP Act 2023",
        ],
      },
      {
        title: 'Capstone: Live Campaign Project',
        topics: [
          "Audit a real brand's digital presence",
          'Build a 90-day strategy with channel mix and budget',
          'Launch a small paid campaign and an SEO content piece',
          'Present results, learnings and next steps to a mentor panel',
        ],
      },
    ],
  },

  'finance-program': {
    tagline:
      'Master accounting, financial modelling and valuation with a focus on Indian companies and markets.',
    overview:
      'For commerce and MBA students, CA and CFA aspirants, and professionals aiming at corporate finance, equity research or investment banking roles. You will read financial statements prepared under Ind AS, build three-statement models in Excel, value companies with DCF and multiples, and understand how GST, SEBI and RBI rules shape real business decisions.',
    outcomes: [
      'Analyse the financial statements of listed Indian companies',
      'Build a three-statement financial model in Excel',
      'Value a business using DCF, trading comparables and precedents',
      'Explain how GST, SEBI and RBI rules affect business decisions',
    ],
    syllabus: [
      {
        title: 'Accounting Foundations',
        topics: [
          'Double-entry bookkeeping, journals, ledgers and trial balance',
          'Income statement, balance sheet and cash flow statement',
          'Ind AS vs IFRS and the Schedule III format',
          'Accrual accounting, depreciation and working capital',
        ],
      },
      {
        title: 'Financial Statement Analysis',
        topics: [
          'Reading annual reports and notes of NSE-listed companies',
          'Ratio analysis: liquidity, profitability, leverage and efficiency',
          'DuPont analysis and quality of earnings',
          'Red flags: related-party transactions, auditor remarks and contingent liabilities',
        ],
      },
      {
        title: 'Taxation and Compliance Essentials',
        topics: [
          'GST structure: CGST, SGST, IGST and input tax credit',
          'GST returns (GSTR-1, GSTR-3B) and e-invoicing basics',
          'Corporate income tax, TDS and advance tax',
          'Companies Act 2013 filings and the Registrar of Companies',
        ],
      },
      {
        title: 'Corporate Finance',
        topics: [
          'Time value of money, NPV, IRR and payback period',
          'Cost of capital: CAPM, cost of debt and WACC',
          'Capital structure, dividend policy and buybacks',
          'Working capital management and cash budgeting',
        ],
      },
      {
        title: 'Financial Modelling in Excel',
        topics: [
          'Model structure, formatting conventions and error checks',
          'Revenue and cost drivers, debt and fixed asset schedules',
          'Linking the three statements and balancing the balance sheet',
          'Scenario and sensitivity analysis with data tables',
        ],
      },
      {
        title: 'Valuation',
        topics: [
          'Discounted cash flow: FCFF, terminal value and sensitivity tables',
          'Relative valuation: P/E, EV/EBITDA and P/B multiples',
          'Precedent transactions and M&A basics',
          'Valuing banks, startups and high-growth companies',
        ],
      },
      {
        title: 'Indian Financial Markets',
        topics: [
          'How NSE, BSE, SEBI and the depositories (NSDL, CDSL) fit together',
          'Equities, bonds, mutual funds and F&O derivatives explained',
          'RBI monetary policy, the repo rate and bond yields',
          'IPOs, QIPs and the structure of an equity research report',
        ],
      },
      {
        title: 'Capstone: Equity Research and Valuation Report',
        topics: [
          'Choose a listed Indian company and build its financial model',
          'Value it with DCF and peer multiples',
          'Write an equity research report with a buy, hold or sell call',
          'Defend your assumptions in a mentor review',
        ],
      },
    ],
  },

  'full-stack-development': {
    tagline: 'Build and deploy modern web apps end to end with JavaScript, React, Node.js and SQL.',
    overview:
      'For students and career switchers who want to become web developers. You start with HTML, CSS and JavaScript, then build React front ends, Node.js APIs and database-backed services, and deploy them to the cloud. You leave with several live projects on GitHub and the skills Indian product companies and startups test in interviews.',
    outcomes: [
      'Build responsive interfaces with HTML, CSS and React',
      'Build and deploy a REST API with authentication',
      'Design relational and document databases for real apps',
      'Ship code with Git, automated tests and CI/CD',
    ],
    syllabus: [
      {
        title: 'Web Foundations',
        topics: [
          'How the web works: HTTP, DNS, browsers and servers',
          'Semantic HTML and accessibility basics',
          'CSS layout with Flexbox and Grid, and responsive design',
          'Git and GitHub workflow: branches, commits and pull requests',
        ],
      },
      {
        title: 'JavaScript in Depth',
        topics: [
          'Functions, scope, closures and the this keyword',
          'Arrays, objects and modern ES2015+ syntax',
          'DOM manipulation and event handling',
          'Asynchronous JavaScript: promises, async/await and fetch',
          'TypeScript basics for safer code',
        ],
      },
      {
        title: 'Front End with React',
        topics: [
          'Components, props, state and JSX',
          'Hooks: useState, useEffect, useContext and custom hooks',
          'Routing, forms and validation',
          'Data fetching and caching with TanStack Query',
          'Styling with Tailwind CSS',
        ],
      },
      {
        title: 'Back End with Node.js and Express',
        topics: [
          'The Node.js runtime, npm and modules',
          'REST API design with Express: routes, middleware and error handling',
          'Authentication with sessions or JWT, and password hashing with bcrypt',
          'Input validation, rate limiting and OWASP security basics',
        ],
      },
      {
        title: 'Databases',
        topics: [
          'Relational modelling and SQL with PostgreSQL',
          'Migrations and queries with the Prisma ORM',
          'MongoDB and Mongoose for document data',
          'Indexes, transactions and caching with Redis',
        ],
      },
      {
        title: 'Testing, DevOps and Deployment',
        topics: [
          'Unit and integration testing with Vitest and Supertest',
          'Docker containers for development and deployment',
          'CI/CD pipelines with GitHub Actions',
          'Deploying to Vercel, Render or AWS with environment configuration',
        ],
      },
      {
        title: 'Advanced Web Development',
        topics: [
          'Next.js: server rendering, routing and server actions',
          'Real-time features with WebSockets and Socket.IO',
          'Payment integration with Razorpay, including UPI',
          'Performance, Lighthouse audits and security headers',
        ],
      },
      {
        title: 'Capstone: Full Stack Product',
        topics: [
          'Plan features, the data model and the API contract',
          'Build the front end and back end with mentor code reviews',
          'Add tests, CI and a production deployment',
          'Demo the live app and prepare for technical interviews',
        ],
      },
    ],
  },

  'ui-designing': {
    tagline:
      'Design useful, beautiful digital products using user research, Figma and a proven UX process.',
    overview:
      'For beginners, graphic designers and developers moving into product design. You will research users, structure information, wireframe and prototype in Figma, build design systems and test designs with real people. You graduate with two or three case studies that show your process, which is exactly what Indian product companies look for when hiring designers.',
    outcomes: [
      'Plan and run user interviews and usability tests',
      'Design wireframes and high-fidelity prototypes in Figma',
      'Build a reusable design system with components and variables',
      'Present UX case studies that explain your design decisions',
    ],
    syllabus: [
      {
        title: 'Design Foundations',
        topics: [
          'What UI, UX and product designers actually do',
          'Visual principles: hierarchy, contrast, alignment and whitespace',
          'Typography, colour theory and layout grids',
          "Gestalt principles and Nielsen's 10 usability heuristics",
        ],
      },
      {
        title: 'User Research',
        topics: [
          'Design thinking and the Double Diamond process',
          'Planning and conducting user interviews and surveys',
          'Affinity mapping, personas and empathy maps',
          'Competitive analysis and customer journey mapping',
        ],
      },
      {
        title: 'Information Architecture and Wireframing',
        topics: [
          'Card sorting, sitemaps and navigation patterns',
          'User flows and task flows',
          'Sketching and low-fidelity wireframes',
          'Designing for Indian users: multiple languages, low-end phones and patchy networks',
        ],
      },
      {
        title: 'Interface Design in Figma',
        topics: [
          'Frames, auto layout and constraints',
          'Components, variants and variables',
          'High-fidelity screens for mobile and web',
          "Material Design and Apple's Human Interface Guidelines",
        ],
      },
      {
        title: 'Prototyping and Interaction Design',
        topics: [
          'Interactive prototypes and Smart Animate in Figma',
          'Microinteractions, feedback and loading states',
          'Form design, error messages and UX writing',
          'Accessibility with WCAG 2.2: contrast, focus states and screen readers',
        ],
      },
      {
        title: 'Usability Testing and Iteration',
        topics: [
          'Moderated and unmoderated usability testing',
          'Task success rates, SUS scores and synthesising findings',
          'A/B testing and product analytics basics',
          'Prioritising fixes and iterating on designs',
        ],
      },
      {
        title: 'Design Systems and Developer Handoff',
        topics: [
          'Design tokens, component libraries and documentation',
          'Handoff with Figma Dev Mode and annotated specs',
          'Responsive design and breakpoints',
          'Working with product managers and engineers',
        ],
      },
      {
        title: 'Capstone: Portfolio Case Study',
        topics: [
          'Pick a real problem and research it with target users',
          'Design, prototype and test a complete product flow',
          'Write a case study covering problem, process and results',
          'Publish your portfolio on Behance or a personal site and get mentor feedback',
        ],
      },
    ],
  },

  'artificial-intelligence': {
    tagline:
      'Go from Python and maths basics to building machine learning, deep learning and generative AI systems.',
    overview:
      'For engineers, developers and analysts who want to build AI products, not just use them. You will learn the maths and Python behind machine learning, train and evaluate models with scikit-learn and PyTorch, work with transformers and large language models, and deploy AI features as APIs. You finish with a portfolio of working models and a generative AI application.',
    outcomes: [
      'Train, tune and evaluate classical machine learning models',
      'Build neural networks for images and text with PyTorch',
      'Build a retrieval-augmented generation (RAG) app on top of an LLM',
      'Deploy a model as an API and monitor it in production',
    ],
    syllabus: [
      {
        title: 'Python and Maths for AI',
        topics: [
          'Python, NumPy and pandas for data work',
          'Linear algebra: vectors, matrices and dot products',
          'Calculus for optimisation: derivatives and gradient descent',
          "Probability and statistics: distributions, Bayes' theorem and likelihood",
        ],
      },
      {
        title: 'Machine Learning Fundamentals',
        topics: [
          'Supervised vs unsupervised learning and the ML workflow',
          'Linear and logistic regression, decision trees and random forests',
          'Gradient boosting with XGBoost and LightGBM',
          'Train/test splits, cross-validation and hyperparameter tuning',
          'Metrics: accuracy, precision, recall, F1, ROC-AUC and RMSE',
        ],
      },
      {
        title: 'Feature Engineering and Unsupervised Learning',
        topics: [
          'Encoding, scaling and handling imbalanced data',
          'Clustering with k-means and DBSCAN',
          'Dimensionality reduction with PCA',
          'Reproducible models with scikit-learn pipelines',
        ],
      },
      {
        title: 'Deep Learning',
        topics: [
          'Neural networks, activation functions and backpropagation',
          'Training in PyTorch: tensors, autograd, optimisers and loss functions',
          'Regularisation: dropout, batch normalisation and early stopping',
          'Convolutional neural networks and transfer learning for images',
        ],
      },
      {
        title: 'NLP and Transformers',
        topics: [
          'Text preprocessing, tokenisation and embeddings',
          'Sequence models: RNNs and LSTMs',
          'Attention and the transformer architecture',
          'Fine-tuning pretrained models with Hugging Face Transformers',
        ],
      },
      {
        title: 'Generative AI and Large Language Models',
        topics: [
          'How LLMs are built: pretraining, instruction tuning and RLHF',
          'Prompt engineering, tool calling and structured outputs',
          'Retrieval-augmented generation with embeddings and vector databases',
          'Parameter-efficient fine-tuning with LoRA',
          'Evaluating LLM outputs for accuracy, hallucination, bias and safety',
        ],
      },
      {
        title: 'MLOps and Responsible AI',
        topics: [
          'Experiment tracking with MLflow',
          'Serving models with FastAPI and Docker',
          'Monitoring data drift and model performance',
          'Explainability with SHAP, fairness checks and personal data under the DPDP Act',
        ],
      },
      {
        title: 'Capstone: AI Product Project',
        topics: [
          'Choose a problem with a mentor, such as an Indic-language support bot',
          'Build the data pipeline and train or adapt the model',
          'Deploy it behind an API with a simple web interface',
          'Document results and limitations, and present a live demo',
        ],
      },
    ],
  },

  'cloud-computing': {
    tagline:
      'Design, deploy and run scalable applications on AWS and Azure with modern DevOps practices.',
    overview:
      'For IT support staff, system administrators, developers and graduates aiming at cloud and DevOps roles. You will learn core AWS and Azure services, automate infrastructure with Terraform, run containers on Kubernetes, and secure and monitor workloads while keeping costs in check. The program also prepares you for associate-level cloud certifications.',
    outcomes: [
      'Design a highly available, fault-tolerant architecture on AWS',
      'Provision infrastructure as code with Terraform',
      'Deploy containerised apps to Kubernetes through a CI/CD pipeline',
      'Secure, monitor and cost-optimise cloud workloads',
    ],
    syllabus: [
      {
        title: 'Cloud and Linux Foundations',
        topics: [
          'Cloud models: IaaS, PaaS and SaaS; public, private and hybrid cloud',
          'Linux administration: users, permissions, processes and systemd',
          'Networking: IP addressing, subnets, CIDR, DNS and load balancing',
          'Bash scripting for automation',
        ],
      },
      {
        title: 'Core AWS Services',
        topics: [
          'Regions and Availability Zones, including the Mumbai and Hyderabad regions',
          'Compute with EC2, Auto Scaling and Elastic Load Balancing',
          'Storage with S3, EBS and EFS',
          'Networking with VPCs, subnets, route tables and security groups',
          'Managed databases with RDS and DynamoDB',
        ],
      },
      {
        title: 'Microsoft Azure and Multi-Cloud',
        topics: [
          'Azure resource groups, virtual machines, VNets and Blob Storage',
          'Microsoft Entra ID and role-based access control',
          'Mapping equivalent services across AWS, Azure and Google Cloud',
          'Choosing a provider: cost, compliance and data residency',
        ],
      },
      {
        title: 'Identity, Security and Compliance',
        topics: [
          'The shared responsibility model',
          'AWS IAM users, roles, policies and least privilege',
          'Encryption with KMS, secrets management and TLS certificates',
          'Threat detection and auditing with CloudTrail, GuardDuty and Security Hub',
          'The security pillar of the AWS Well-Architected Framework',
        ],
      },
      {
        title: 'Infrastructure as Code and Automation',
        topics: [
          'Terraform: providers, resources, state and modules',
          'AWS CloudFormation basics',
          'Configuration management with Ansible',
          'Reviewing infrastructure changes through Git pull requests',
        ],
      },
      {
        title: 'Containers and Kubernetes',
        topics: [
          'Docker images, Dockerfiles and container registries',
          'Kubernetes pods, deployments, services and ingress',
          'Managed Kubernetes with Amazon EKS and Azure AKS',
          'Helm charts, ConfigMaps and Secrets',
        ],
      },
      {
        title: 'DevOps, Serverless and Operations',
        topics: [
          'CI/CD with GitHub Actions and AWS CodePipeline',
          'Serverless applications with AWS Lambda and API Gateway',
          'Monitoring and logging with CloudWatch, Prometheus and Grafana',
          'Cost control: budgets, rightsizing, Reserved Instances and Savings Plans',
          'Backups, disaster recovery, RTO and RPO',
        ],
      },
      {
        title: 'Capstone: Production-Ready Cloud Deployment',
        topics: [
          'Design a three-tier architecture and review it with a mentor',
          'Provision it with Terraform and deploy through CI/CD',
          'Add monitoring, alerts and a cost budget',
          'Present the architecture diagram and runbook, and plan your certification exam',
        ],
      },
    ],
  },

  'app-development': {
    tagline:
      'Build, test and publish Android and cross-platform apps with Kotlin, Jetpack Compose and Flutter.',
    overview:
      'For students, web developers and career switchers who want to build mobile apps. You will create native Android apps with Kotlin and Jetpack Compose, build cross-platform apps with Flutter, connect them to APIs, Firebase and UPI payments, and publish to the Google Play Store. You finish with live apps that show recruiters what you can build.',
    outcomes: [
      'Build native Android apps with Kotlin and Jetpack Compose',
      'Build cross-platform apps for Android and iOS with Flutter',
      'Integrate REST APIs, Firebase, push notifications and UPI payments',
      'Test, sign and publish an app on the Google Play Store',
    ],
    syllabus: [
      {
        title: 'Mobile Foundations',
        topics: [
          'The mobile ecosystem: Android, iOS, native and cross-platform',
          'Setting up Android Studio, emulators and physical devices',
          'Kotlin basics: null safety, data classes, lambdas and collections',
          'Mobile UX: navigation patterns, touch targets and Material Design 3',
        ],
      },
      {
        title: 'Android with Kotlin and Jetpack Compose',
        topics: [
          'Composable functions, state and recomposition',
          'Layouts, lists with LazyColumn, and theming',
          'Activity lifecycle, ViewModel and Navigation Compose',
          'MVVM architecture and dependency injection with Hilt',
        ],
      },
      {
        title: 'Data, Networking and Storage',
        topics: [
          'Consuming REST APIs with Retrofit and Kotlin coroutines',
          'Local storage with Room and DataStore',
          'Offline-first design and caching',
          'Parsing JSON and handling errors and loading states',
        ],
      },
      {
        title: 'Cross-Platform Apps with Flutter',
        topics: [
          'Dart fundamentals and asynchronous programming',
          'Widgets, layouts and navigation in Flutter',
          'State management with Provider and Riverpod',
          "Building for iOS: Xcode, simulators and Apple's requirements",
        ],
      },
      {
        title: 'Backend Services and Integrations',
        topics: [
          'Firebase Authentication, Cloud Firestore and Cloud Storage',
          'Push notifications with Firebase Cloud Messaging',
          'Maps, location and camera with runtime permissions',
          'UPI and card payments through the Razorpay SDK',
        ],
      },
      {
        title: 'Testing, Performance and Security',
        topics: [
          'Unit tests with JUnit, plus Compose UI tests and Flutter widget tests',
          'Debugging and profiling with Android Studio tools',
          'Performance on budget phones: app size, memory and battery use',
          'Secure storage, protecting API keys and the OWASP Mobile Top 10',
        ],
      },
      {
        title: 'Publishing and Growth',
        topics: [
          'App signing, build variants and Android App Bundles',
          'Google Play Console: store listings, testing tracks and policies',
          'App Store Connect and TestFlight overview',
          'Crash reporting with Crashlytics and in-app analytics',
        ],
      },
      {
        title: 'Capstone: Published App Project',
        topics: [
          'Plan an app for a real use case with a mentor',
          'Build it with clean architecture, API integration and payments',
          'Test on several devices and fix performance issues',
          'Release on a Play Store testing track and present a demo',
        ],
      },
    ],
  },

  'embedded-system': {
    tagline:
      'Program microcontrollers, interface sensors and build real hardware projects with embedded C and RTOS.',
    overview:
      'For electronics, electrical and computer engineering students and working engineers moving into embedded roles. You will write embedded C for 8-bit and ARM Cortex-M microcontrollers, drive peripherals and communication buses, build multitasking firmware on FreeRTOS and debug real hardware. You finish with working IoT and control projects for your portfolio.',
    outcomes: [
      'Write efficient embedded C for ARM Cortex-M microcontrollers',
      'Interface sensors and devices over UART, I2C, SPI and CAN',
      'Build multitasking firmware with FreeRTOS',
      'Debug hardware with SWD, oscilloscopes and logic analysers',
    ],
    syllabus: [
      {
        title: 'Electronics and Embedded Foundations',
        topics: [
          'Digital electronics: number systems, logic gates and flip-flops',
          'Microprocessors vs microcontrollers and the embedded design cycle',
          'Reading datasheets and schematics: pull-ups, LEDs, transistors and power',
          'Toolchains: cross-compilers, linkers, startup files and make',
        ],
      },
      {
        title: 'Embedded C Programming',
        topics: [
          'Fixed-width data types, bit manipulation and bit fields',
          'Pointers, volatile, const and memory-mapped registers',
          'Memory layout: stack, heap, .text, .data and .bss sections',
          'MISRA C guidelines and defensive coding',
        ],
      },
      {
        title: 'Microcontroller Programming',
        topics: [
          'From Arduino (AVR) to STM32 with STM32CubeIDE',
          'ARM Cortex-M architecture, startup code and the vector table',
          'GPIO, clocks, timers and PWM',
          'Interrupts, the NVIC and writing interrupt service routines',
          'ADC, DAC and DMA',
        ],
      },
      {
        title: 'Communication Protocols',
        topics: [
          'UART serial communication and debug consoles',
          'I2C and SPI with sensors, EEPROMs and displays',
          'CAN bus fundamentals for automotive systems',
          'Overview of USB, RS-485 and Modbus',
        ],
      },
      {
        title: 'Real-Time Operating Systems',
        topics: [
          'Bare-metal super loop vs an RTOS',
          'FreeRTOS tasks, scheduling and priorities',
          'Queues, semaphores, mutexes and priority inversion',
          'Timing analysis, watchdog timers and low-power modes',
        ],
      },
      {
        title: 'Embedded Linux and IoT',
        topics: [
          'Raspberry Pi, the Linux boot process and device tree basics',
          'Writing a simple Linux kernel module and character driver',
          'Wi-Fi IoT nodes with ESP32 and MQTT',
          'Sending sensor data to a cloud dashboard',
          'Over-the-air (OTA) firmware updates',
        ],
      },
      {
        title: 'Debugging, Testing and Industry Practice',
        topics: [
          'Debugging with GDB, JTAG/SWD and ST-LINK',
          'Checking signals with oscilloscopes and logic analysers',
          'Unit testing firmware with Unity and hardware-in-the-loop testing',
          'Automotive practice overview: AUTOSAR and ISO 26262',
        ],
      },
      {
        title: 'Capstone: Embedded Product Project',
        topics: [
          'Define requirements and choose hardware with a mentor',
          'Design the firmware architecture and device drivers',
          'Build, test and debug a working prototype',
          'Document the design and demo it to a review panel',
        ],
      },
    ],
  },

  'auto-cad': {
    tagline:
      'Create accurate 2D drawings and 3D models in AutoCAD for civil, mechanical and architectural projects.',
    overview:
      'For civil, mechanical and architecture students, draughtsmen and site engineers. You will learn to draw precisely in 2D, manage layers, blocks and annotation to recognised standards, plot drawing sets to scale and build 3D models. You finish with a portfolio of professional drawing sets and the skills needed for the Autodesk Certified Professional exam.',
    outcomes: [
      'Produce accurate, dimensioned 2D drawings to drafting standards',
      'Organise drawings with layers, blocks, xrefs and templates',
      'Set up layouts and plot drawing sets to scale',
      'Build and render 3D solid models',
    ],
    syllabus: [
      {
        title: 'AutoCAD Foundations',
        topics: [
          'Interface, workspaces, the command line and file formats (DWG, DXF)',
          'Coordinate input: absolute, relative and polar',
          'Drawing aids: object snaps, ortho, polar tracking and grid',
          'Units and drawing setup for metric projects',
        ],
      },
      {
        title: '2D Drawing and Editing',
        topics: [
          'Lines, polylines, circles, arcs, rectangles and polygons',
          'Modify tools: trim, extend, offset, fillet, chamfer and array',
          'Selection methods, grips and the Properties palette',
          'Hatching and gradient fills',
        ],
      },
      {
        title: 'Drawing Organisation and Standards',
        topics: [
          'Layers, linetypes, lineweights and layer states',
          'Blocks, attributes and dynamic blocks',
          'External references (xrefs) and drawing templates',
          'Indian drafting practice (BIS SP 46) and ISO drawing conventions',
        ],
      },
      {
        title: 'Annotation and Dimensioning',
        topics: [
          'Text styles, multiline text and tables',
          'Dimension styles: linear, aligned, angular, radial and ordinate',
          'Geometric dimensioning and tolerancing basics',
          'Annotative scaling and multileaders',
        ],
      },
      {
        title: 'Layouts, Plotting and Collaboration',
        topics: [
          'Model space vs paper space and viewports',
          'Title blocks, sheet sets and viewport scales',
          'Plot styles (CTB and STB) and PDF output',
          'Sharing drawings with eTransmit and coordinating with consultants',
        ],
      },
      {
        title: 'Discipline Applications',
        topics: [
          'Architectural: floor plans, elevations and sections of a house',
          'Civil: site plans, contours and road layouts',
          'Mechanical: orthographic projections, sectional views and part drawings',
          'Building services: electrical and plumbing layouts',
        ],
      },
      {
        title: '3D Modelling and Productivity',
        topics: [
          'The 3D workspace, UCS and viewing tools',
          'Solid modelling: extrude, revolve, sweep, loft and Boolean operations',
          'Materials, lighting and rendering',
          'Parametric constraints, tool palettes and custom commands',
          'Generating 2D views from 3D models',
        ],
      },
      {
        title: 'Capstone: Professional Drawing Set',
        topics: [
          'Choose a civil, architectural or mechanical project with a mentor',
          'Produce a complete, layered and dimensioned drawing set',
          'Plot to scale with title blocks and a drawing register',
          'Review against standards and prepare for the Autodesk certification exam',
        ],
      },
    ],
  },

  'human-resource-management': {
    tagline:
      "Learn modern HR practice, from hiring and payroll to employee relations and India's labour codes.",
    overview:
      'For BBA and MBA students, HR executives and managers taking on people responsibilities. You will learn how to hire, onboard, pay, develop and retain employees, handle compliance under Indian labour law including the four labour codes, and use HR analytics and HRMS tools. You finish ready for HR generalist, recruiter and HR operations roles.',
    outcomes: [
      'Run a structured recruitment process from job analysis to offer',
      'Design salary structures and process payroll with statutory deductions',
      'Apply Indian labour law, including the four labour codes, to HR work',
      'Use HR metrics and dashboards to guide people decisions',
    ],
    syllabus: [
      {
        title: 'HR Foundations',
        topics: [
          'The role of HR: strategic partner, HR business partner and HR operations',
          'HR planning and workforce forecasting',
          'Job analysis, job descriptions and competency frameworks',
          'Organisation structure and HR policy design',
        ],
      },
      {
        title: 'Talent Acquisition',
        topics: [
          'Sourcing through job portals such as Naukri and LinkedIn, referrals and campuses',
          'Structured and competency-based interviews',
          'Assessments, background verification and offer management',
          'Onboarding and induction programmes',
        ],
      },
      {
        title: 'Compensation, Benefits and Payroll',
        topics: [
          'Salary structure: CTC, basic pay, HRA, allowances, gross and net pay',
          'Statutory deductions: EPF, ESI, professional tax and TDS on salary',
          'Gratuity, statutory bonus and leave encashment',
          'Job evaluation, pay bands and salary benchmarking',
        ],
      },
      {
        title: 'Indian Labour Law and Compliance',
        topics: [
          'The four labour codes: Wages, Industrial Relations, Social Security, and OSH',
          'How the codes consolidate 29 central labour laws and what changes for HR',
          'The uniform definition of wages and its effect on CTC structures',
          'POSH Act 2013 and the duties of the Internal Committee',
          'Maternity benefit, shops and establishments rules, and statutory registers',
        ],
      },
      {
        title: 'Performance and Learning',
        topics: [
          'Goal setting with KRAs, KPIs and OKRs',
          'Performance appraisal methods and continuous feedback',
          'Training needs analysis and the ADDIE model',
          'Measuring training impact with the Kirkpatrick model',
        ],
      },
      {
        title: 'Employee Relations and Engagement',
        topics: [
          'Grievance handling, disciplinary procedure and domestic enquiry',
          'Engagement surveys and retention strategies',
          'Diversity, equity and inclusion in Indian workplaces',
          'Exit interviews, full and final settlement, and attrition analysis',
        ],
      },
      {
        title: 'HR Technology and Analytics',
        topics: [
          'HRMS tools: Zoho People, greytHR, Darwinbox and SAP SuccessFactors',
          'HR metrics: time-to-hire, cost-per-hire, attrition and absenteeism',
          'Building an HR dashboard in Excel or Power BI',
          'Employee data privacy under the DPDP Act 2023',
        ],
      },
      {
        title: 'Capstone: HR Strategy Project',
        topics: [
          'Audit the HR processes of a sample organisation',
          'Design a hiring plan, salary structure and compliance checklist',
          'Build an attrition dashboard with recommendations',
          'Present your HR strategy to a mentor panel',
        ],
      },
    ],
  },

  'medical-coding': {
    tagline:
      'Become a job-ready medical coder with ICD-10-CM, CPT and HCPCS skills for US healthcare clients.',
    overview:
      "For life science, nursing, pharmacy and allied health graduates who want a career in India's medical coding industry. You will learn anatomy and medical terminology, code diagnoses and procedures accurately with ICD-10-CM, CPT and HCPCS Level II, and understand the US revenue cycle your clients depend on. The program builds towards the AAPC CPC exam with timed practice.",
    outcomes: [
      'Assign accurate ICD-10-CM codes using the official guidelines',
      'Code procedures and services with CPT and HCPCS Level II',
      'Apply modifiers, NCCI edits and E/M guidelines correctly',
      'Sit the AAPC CPC exam with a study plan and timed mock tests',
    ],
    syllabus: [
      {
        title: 'Healthcare and Medical Terminology Foundations',
        topics: [
          'The US healthcare system: Medicare, Medicaid, commercial payers and HIPAA',
          'Medical terminology: prefixes, suffixes and root words',
          'Anatomy and physiology by body system',
          'Reading medical records: operative notes, discharge summaries and lab reports',
        ],
      },
      {
        title: 'ICD-10-CM Diagnosis Coding',
        topics: [
          'Structure of ICD-10-CM: Alphabetic Index and Tabular List',
          'Official Guidelines, conventions, and Excludes1 and Excludes2 notes',
          'Chapter-specific guidelines: diabetes, neoplasms, injuries and pregnancy',
          'Signs and symptoms, combination codes and sequencing',
          'Outpatient vs inpatient rules for uncertain diagnoses',
        ],
      },
      {
        title: 'CPT Procedure Coding',
        topics: [
          'CPT structure, sections, symbols and guidelines',
          'Surgery coding by body system and the global surgical package',
          'Radiology, pathology and laboratory coding',
          'Medicine section: vaccines, injections and infusions',
          'Anaesthesia coding basics',
        ],
      },
      {
        title: 'Evaluation and Management (E/M) Coding',
        topics: [
          'Selecting E/M levels by medical decision making or total time',
          'Office, hospital, emergency department and consultation services',
          'Preventive medicine and critical care services',
          'Documentation requirements and common E/M audit findings',
        ],
      },
      {
        title: 'HCPCS, Modifiers and Compliance',
        topics: [
          'HCPCS Level II codes for drugs, supplies and DME',
          'Modifiers such as 25, 59, XE/XS/XP/XU and RT/LT',
          'NCCI edits, MUEs and bundling rules',
          'Medical necessity, LCDs and NCDs',
          'Compliance, fraud and abuse, and the role of the OIG',
        ],
      },
      {
        title: 'US Revenue Cycle Management',
        topics: [
          'Patient registration, eligibility checks and prior authorisation',
          'Charge capture and the CMS-1500 and UB-04 claim forms',
          'Claim submission, clearinghouses and EDI 837 and 835 basics',
          'Denial management, appeals and accounts receivable follow-up',
          'Coding roles in Indian RCM companies: production, QA and audit',
        ],
      },
      {
        title: 'Specialty Coding and CPC Exam Preparation',
        topics: [
          'Specialty charts: cardiology, orthopaedics, radiology and emergency medicine',
          'Introduction to ICD-10-PCS and inpatient DRGs',
          'CPC exam format, permitted code books and tabbing strategy',
          'Timed mock exams and reviewing answer rationales',
        ],
      },
      {
        title: 'Capstone: Live Chart Coding Project',
        topics: [
          'Code a set of de-identified outpatient and surgical charts',
          'Work to the accuracy and productivity targets used by Indian coding firms',
          'Audit peer charts and draft physician queries',
          'Final mentor review and CPC readiness assessment',
        ],
      },
    ],
  },

  psychology: {
    tagline:
      'Understand how people think, feel and behave, and apply psychology in counselling, work and daily life.',
    overview:
      'For psychology students, aspiring counsellors, HR and education professionals, and anyone curious about the mind. You will study the core areas of psychology, learn how research is done, practise basic counselling and assessment skills, and apply psychology to mental health, workplaces and schools in the Indian context. You finish with a research or applied project.',
    outcomes: [
      'Explain key theories of cognition, development, personality and emotion',
      'Design a simple study and analyse the results with basic statistics',
      'Use core counselling skills such as active listening and reflection',
      'Recognise common mental health conditions and know when to refer',
    ],
    syllabus: [
      {
        title: 'Foundations of Psychology',
        topics: [
          'Schools of thought: behaviourism, psychoanalysis, humanism and cognitive psychology',
          'Biological bases: neurons, neurotransmitters and brain structures',
          'Sensation, perception and attention',
          'Careers in India: counselling, RCI-licensed clinical, organisational and school roles',
        ],
      },
      {
        title: 'Cognition, Learning and Motivation',
        topics: [
          'Classical conditioning, operant conditioning and observational learning',
          'Memory models, forgetting and evidence-based study techniques',
          'Thinking, problem solving and cognitive biases',
          'Motivation and emotion: Maslow, self-determination theory and theories of emotion',
        ],
      },
      {
        title: 'Developmental and Social Psychology',
        topics: [
          'Lifespan development: Piaget, Erikson and attachment theory',
          'Social cognition, attitudes and attribution',
          'Conformity, obedience and group behaviour',
          'Culture, family and collectivism in Indian psychological development',
        ],
      },
      {
        title: 'Personality and Psychological Assessment',
        topics: [
          "Trait approaches: the Big Five and Eysenck's model",
          'Psychodynamic and humanistic views of personality',
          'Psychometrics: reliability, validity and norms',
          'Ethical use of intelligence, personality and aptitude tests',
        ],
      },
      {
        title: 'Research Methods and Statistics',
        topics: [
          'The scientific method, hypotheses and variables',
          'Experimental, correlational, survey and qualitative designs',
          'Descriptive and inferential statistics with JASP or SPSS',
          'Research ethics, informed consent and APA style reporting',
        ],
      },
      {
        title: 'Abnormal Psychology and Mental Health',
        topics: [
          'Classification with DSM-5-TR and ICD-11',
          'Anxiety, mood, psychotic and neurodevelopmental disorders',
          'Stress, coping and resilience',
          'Mental health in India: stigma, Tele-MANAS and the Mental Healthcare Act 2017',
        ],
      },
      {
        title: 'Counselling and Applied Psychology',
        topics: [
          'Core counselling skills: rapport, active listening, empathy and reflection',
          'Introduction to CBT, person-centred and solution-focused approaches',
          'Organisational psychology: motivation, leadership and wellbeing at work',
          'Educational and health psychology in practice',
          'Ethics, confidentiality, boundaries and referral',
        ],
      },
      {
        title: 'Capstone: Research or Applied Project',
        topics: [
          'Choose a research question or applied problem with a mentor',
          'Design and run a small ethical study or an intervention plan',
          'Analyse the data and write a report in APA format',
          'Present your findings to a mentor panel',
        ],
      },
    ],
  },

  python: {
    tagline:
      'Learn Python from scratch and use it to automate tasks, work with data and build web apps.',
    overview:
      'For beginners, students and professionals who want a solid first programming language. You will learn Python fundamentals, write clean object-oriented code, work with files, APIs and databases, automate everyday tasks and build a small web application. You finish ready for roles and further study in data, automation, back-end development or AI.',
    outcomes: [
      'Write clean, well-structured Python programs from scratch',
      'Use object-oriented design, modules and packages effectively',
      'Automate tasks with files, APIs, web scraping and scheduling',
      'Build and test a small web API with FastAPI or Flask',
    ],
    syllabus: [
      {
        title: 'Python Basics',
        topics: [
          'Installing Python, VS Code, virtual environments and the REPL',
          'Variables, data types, operators, input and output',
          'Conditionals, loops and f-strings',
          'Debugging and reading tracebacks',
        ],
      },
      {
        title: 'Data Structures and Functions',
        topics: [
          'Lists, tuples, dictionaries and sets',
          'List, dictionary and set comprehensions',
          'Functions, arguments, *args, **kwargs and scope',
          'Lambdas, map, filter and sorting with key functions',
          'Algorithmic thinking: searching, sorting and Big-O basics',
        ],
      },
      {
        title: 'Object-Oriented Python',
        topics: [
          'Classes, objects, attributes and methods',
          'Inheritance, composition and polymorphism',
          'Dunder methods, properties and dataclasses',
          'Type hints and static checking with mypy',
        ],
      },
      {
        title: 'Files, Errors and the Standard Library',
        topics: [
          'Reading and writing text, CSV and JSON files',
          'Exceptions, custom errors and context managers',
          'pathlib, datetime, collections and itertools',
          'Modules, packages and installing libraries with pip',
        ],
      },
      {
        title: 'Advanced Python',
        topics: [
          'Iterators, generators and yield',
          'Closures and decorators',
          'Concurrency: threading, multiprocessing and asyncio basics',
          'Regular expressions with the re module',
        ],
      },
      {
        title: 'Automation and Data Work',
        topics: [
          'Calling REST APIs with requests',
          'Web scraping with BeautifulSoup while respecting robots.txt',
          'Automating Excel reports with openpyxl and pandas',
          'SQL databases with sqlite3 and SQLAlchemy',
          'Command-line tools with argparse and scheduled scripts',
        ],
      },
      {
        title: 'Web Development and Testing',
        topics: [
          'Building a REST API with FastAPI or Flask',
          'Request validation with Pydantic and basic authentication',
          'Unit testing with pytest and fixtures',
          'Code quality: PEP 8, Ruff, Git and packaging with pyproject.toml',
        ],
      },
      {
        title: 'Capstone: Python Portfolio Project',
        topics: [
          'Pick a project: automation tool, data pipeline or web app',
          'Design, build and test it with mentor code reviews',
          'Document it with a README and publish it on GitHub',
          'Demo the project and practise Python interview questions',
        ],
      },
    ],
  },

  java: {
    tagline: 'Learn core and advanced Java, then build secure back-end services with Spring Boot.',
    overview:
      'For students and developers preparing for software engineering roles, where Java remains a top hiring skill across Indian IT services and product companies. You will master core Java and OOP, collections, streams, concurrency and JDBC, then build REST APIs with Spring Boot and JPA. You finish with a deployed back-end project and solid interview preparation.',
    outcomes: [
      'Write object-oriented Java using SOLID principles and design patterns',
      'Use collections, streams and concurrency APIs with confidence',
      'Build REST APIs with Spring Boot, Spring Data JPA and Spring Security',
      'Test with JUnit and Mockito, and build with Maven or Gradle',
    ],
    syllabus: [
      {
        title: 'Java Fundamentals',
        topics: [
          'JDK, JRE and JVM; setting up an LTS JDK (Java 21 or 25) and IntelliJ IDEA',
          'Data types, operators, control flow and arrays',
          'Methods, strings, StringBuilder and wrapper classes',
          'Debugging and reading stack traces',
        ],
      },
      {
        title: 'Object-Oriented Programming',
        topics: [
          'Classes, objects, constructors and the static keyword',
          'Encapsulation, inheritance, polymorphism and abstraction',
          'Interfaces, abstract classes, records and sealed classes',
          'SOLID principles and patterns such as Singleton, Factory and Builder',
        ],
      },
      {
        title: 'Core APIs and Exception Handling',
        topics: [
          'Checked and unchecked exceptions, and try-with-resources',
          'Generics and type safety',
          'Collections Framework: List, Set, Map, Queue and their implementations',
          'equals, hashCode, Comparable and Comparator',
          'File I/O with java.nio.file',
        ],
      },
      {
        title: 'Functional and Concurrent Java',
        topics: [
          'Lambdas, method references and functional interfaces',
          'Stream API: map, filter, reduce and collectors',
          'Threads, ExecutorService and CompletableFuture',
          'Synchronisation, locks, concurrent collections and virtual threads',
        ],
      },
      {
        title: 'Data Structures and Algorithms in Java',
        topics: [
          'Complexity analysis with Big-O notation',
          'Linked lists, stacks, queues, trees and graphs',
          'Sorting, searching, recursion and dynamic programming',
          'Solving coding-round problems in the style of product-company interviews',
        ],
      },
      {
        title: 'Databases, Build Tools and Testing',
        topics: [
          'SQL basics with MySQL or PostgreSQL',
          'JDBC, prepared statements and connection pooling',
          'Maven and Gradle: dependencies and the build lifecycle',
          'Unit testing with JUnit 5 and Mockito',
        ],
      },
      {
        title: 'Spring Boot and Back-End Development',
        topics: [
          'Spring core: dependency injection, beans and configuration',
          'Building REST APIs with Spring Web and Bean Validation',
          'Persistence with Spring Data JPA and Hibernate',
          'Authentication with Spring Security and JWT',
          'Packaging with Docker and deploying to the cloud',
        ],
      },
      {
        title: 'Capstone: Spring Boot Application',
        topics: [
          'Design the domain model and API for a real application',
          'Build it with a layered architecture and automated tests',
          'Deploy it and document the API with OpenAPI and Swagger UI',
          'Mock interviews on Java, OOP and system design basics',
        ],
      },
    ],
  },

  c: {
    tagline:
      'Build a rock-solid programming foundation in C, from pointers and memory to data structures.',
    overview:
      'For engineering students, beginners and aspiring embedded developers who want to understand how programs really work. You will learn C syntax, functions, pointers and dynamic memory, implement core data structures, and use the compiler, debugger and build tools professionals rely on. It is strong preparation for GATE, campus placements and systems programming.',
    outcomes: [
      'Write, compile and debug C programs with GCC and GDB',
      'Use pointers, arrays, structures and dynamic memory safely',
      'Implement linked lists, stacks, queues and trees in C',
      'Find memory bugs with Valgrind and AddressSanitizer',
    ],
    syllabus: [
      {
        title: 'Getting Started with C',
        topics: [
          'How a C program is built: preprocessing, compiling and linking',
          'Setting up GCC, VS Code and the terminal',
          'Data types, variables, constants and operators',
          'Formatted input and output with printf and scanf',
        ],
      },
      {
        title: 'Control Flow and Functions',
        topics: [
          'if, switch, loops, break and continue',
          'Functions, parameters, return values and prototypes',
          'Scope, storage classes and recursion',
          'Header files and splitting a program across source files',
        ],
      },
      {
        title: 'Arrays and Strings',
        topics: [
          'One- and two-dimensional arrays',
          'Strings as character arrays and the string.h library',
          'Linear and binary search; bubble, selection and insertion sort',
          'Avoiding buffer overflows with bounded functions',
        ],
      },
      {
        title: 'Pointers and Memory',
        topics: [
          'Pointer basics, pointer arithmetic and arrays',
          'Pointers to pointers and function pointers',
          'Dynamic memory with malloc, calloc, realloc and free',
          'Memory leaks, dangling pointers and undefined behaviour',
        ],
      },
      {
        title: 'Structures, Files and the Preprocessor',
        topics: [
          'Structures, unions, enums and typedef',
          'File handling with fopen, fread, fwrite and fprintf, with error checks',
          'Macros, conditional compilation and include guards',
          'Bitwise operators and bit manipulation',
          'Command-line arguments with argc and argv',
        ],
      },
      {
        title: 'Data Structures in C',
        topics: [
          'Singly, doubly and circular linked lists',
          'Stacks and queues using arrays and linked lists',
          'Binary search trees and tree traversals',
          'Hash tables and collision handling',
        ],
      },
      {
        title: 'Professional C Tools and Practice',
        topics: [
          'Debugging with GDB: breakpoints, stepping and watchpoints',
          'Memory checking with Valgrind and AddressSanitizer',
          'Build automation with Makefiles',
          'C standards (C99, C11, C17) and writing portable code',
          'Solving placement and GATE-style C questions',
        ],
      },
      {
        title: 'Capstone: Systems Project in C',
        topics: [
          'Choose a project: record management system, mini shell or text editor',
          'Design data structures and module layout with a mentor',
          'Implement, test and remove memory errors',
          'Publish the code on GitHub and present a walkthrough',
        ],
      },
    ],
  },

  cpp: {
    tagline:
      'Master modern C++ and the STL to write fast, reliable code and crack coding interviews.',
    overview:
      'For students and developers targeting product-company interviews, competitive programming, or game and systems development. You will learn modern C++ (C++17 and C++20), object-oriented and generic programming, the STL and memory management with RAII, then apply them to data structures and algorithms. You finish with a substantial C++ project on GitHub.',
    outcomes: [
      'Write modern C++ with classes, templates and RAII',
      'Use STL containers and algorithms to solve problems efficiently',
      'Manage memory safely with smart pointers and move semantics',
      'Solve data structures and algorithms problems at interview level',
    ],
    syllabus: [
      {
        title: 'C++ Fundamentals',
        topics: [
          'Compilers (g++, Clang, MSVC) and setting up your environment',
          'Types, auto, references and const correctness',
          'Control flow, functions, overloading and default arguments',
          'Namespaces, header files and std::string',
        ],
      },
      {
        title: 'Object-Oriented C++',
        topics: [
          'Classes, constructors, destructors and member initialiser lists',
          'Inheritance, virtual functions and polymorphism',
          'Operator overloading and friend functions',
          'The rule of three, five and zero',
        ],
      },
      {
        title: 'Memory Management and Modern C++',
        topics: [
          'Stack vs heap, new and delete, and RAII',
          'Smart pointers: unique_ptr, shared_ptr and weak_ptr',
          'Move semantics, rvalue references and perfect forwarding',
          'Lambdas, std::optional, std::variant and structured bindings',
        ],
      },
      {
        title: 'Templates and Generic Programming',
        topics: [
          'Function and class templates',
          'Template specialisation and type traits',
          'Concepts and constraints in C++20',
          'Writing your own generic container',
        ],
      },
      {
        title: 'The Standard Template Library',
        topics: [
          'Containers: vector, deque, list, map, unordered_map and set',
          'Iterators and algorithms: sort, find, transform and accumulate',
          'Container adaptors: stack, queue and priority_queue',
          'C++20 ranges and views',
        ],
      },
      {
        title: 'Data Structures and Algorithms',
        topics: [
          'Complexity analysis and choosing the right container',
          'Recursion, backtracking and binary search patterns',
          "Trees, graphs, BFS, DFS and Dijkstra's shortest paths",
          'Dynamic programming and greedy algorithms',
          'Contest practice on Codeforces, CodeChef and LeetCode',
        ],
      },
      {
        title: 'Concurrency, Tooling and Performance',
        topics: [
          'std::thread, mutexes, condition variables and atomics',
          'Builds with CMake and unit tests with GoogleTest',
          'Debugging with GDB and sanitizers',
          'Profiling and optimisation, including cache-friendly data layouts',
        ],
      },
      {
        title: 'Capstone: C++ Application',
        topics: [
          'Choose a project: key-value store, 2D game or order-matching engine',
          'Design classes and interfaces with a mentor',
          'Implement with tests, CMake and performance benchmarks',
          'Present the design and publish it on GitHub',
        ],
      },
    ],
  },

  powerbi: {
    tagline:
      'Build interactive, decision-ready dashboards with Power Query, data modelling and DAX in Power BI.',
    overview:
      'For analysts, MIS executives, and finance and operations professionals who report from Excel today. You will connect and clean data with Power Query, build star-schema models, write DAX measures, design clear interactive reports, and publish and secure them in the Power BI Service. You finish with portfolio-ready dashboards and preparation for the PL-300 exam.',
    outcomes: [
      'Clean and shape data from multiple sources with Power Query',
      'Design star-schema data models with correct relationships',
      'Write DAX measures, including time intelligence',
      'Publish, share and secure reports in the Power BI Service',
    ],
    syllabus: [
      {
        title: 'Power BI Foundations',
        topics: [
          'Power BI Desktop, Service and Mobile, and how they fit together',
          'Connecting to Excel, CSV, SQL Server and web sources',
          'Your first report: visuals, filters and slicers',
          'Import vs DirectQuery and when to use each',
        ],
      },
      {
        title: 'Data Preparation with Power Query',
        topics: [
          'Cleaning data: data types, splitting, replacing and removing errors',
          'Merging and appending queries',
          'Unpivoting, grouping and custom columns',
          'M language basics and query parameters',
        ],
      },
      {
        title: 'Data Modelling',
        topics: [
          'Fact and dimension tables and the star schema',
          'Relationships, cardinality and cross-filter direction',
          'Building and marking a date table',
          'Calculated columns vs measures',
        ],
      },
      {
        title: 'DAX Fundamentals',
        topics: [
          'Aggregations: SUM, AVERAGE, COUNTROWS and DISTINCTCOUNT',
          'Row context, filter context and CALCULATE',
          'Iterators: SUMX, AVERAGEX and RANKX',
          'Using variables for readable, faster measures',
        ],
      },
      {
        title: 'Advanced DAX and Analytics',
        topics: [
          'Time intelligence: YTD, same period last year and rolling averages',
          'Indian financial year (April to March) reporting with DATESYTD',
          'FILTER, ALL, ALLEXCEPT and context transition',
          'What-if parameters, field parameters and calculation groups',
        ],
      },
      {
        title: 'Report Design and Storytelling',
        topics: [
          'Choosing visuals and designing clean page layouts',
          'Drill-through, bookmarks, tooltips and buttons',
          'Conditional formatting and KPI cards',
          'Accessible design and mobile layouts',
        ],
      },
      {
        title: 'Power BI Service and Governance',
        topics: [
          'Publishing, workspaces, apps and sharing',
          'Scheduled refresh and the on-premises data gateway',
          'Row-level security and sensitivity labels',
          'Performance tuning with Performance Analyzer and DAX Studio',
          'PL-300 exam structure and practice questions',
        ],
      },
      {
        title: 'Capstone: Business Dashboard Project',
        topics: [
          'Pick a domain: sales, finance, HR or supply chain',
          'Build the data model, measures and a multi-page report',
          'Publish with scheduled refresh and row-level security',
          'Present insights and recommendations to a mentor panel',
        ],
      },
    ],
  },

  excel: {
    tagline:
      'Go beyond the basics with advanced formulas, PivotTables, Power Query and dashboards for business.',
    overview:
      'For working professionals, MBA students and job seekers in finance, operations, sales and MIS roles. You will master advanced formulas and dynamic arrays, analyse data with PivotTables, automate data cleaning with Power Query, model scenarios, and build professional dashboards and simple macros. You finish with business-ready workbooks you can show in interviews.',
    outcomes: [
      'Use XLOOKUP, dynamic arrays and logical functions with confidence',
      'Summarise large datasets with PivotTables and Power Pivot',
      'Automate data cleaning with Power Query and routine tasks with macros',
      'Build interactive business dashboards and financial models',
    ],
    syllabus: [
      {
        title: 'Excel Foundations Done Right',
        topics: [
          'Workbook structure, Excel tables and named ranges',
          'Relative, absolute and mixed references',
          'Data validation, custom number formats and conditional formatting',
          'Keyboard shortcuts and productivity habits',
        ],
      },
      {
        title: 'Advanced Formulas',
        topics: [
          'Logical functions: IF, IFS, AND, OR and IFERROR',
          'Lookups: XLOOKUP, INDEX with MATCH, and VLOOKUP pitfalls',
          'Text and date functions, including Indian financial year calculations',
          'SUMIFS, COUNTIFS and AVERAGEIFS for reporting',
        ],
      },
      {
        title: 'Dynamic Arrays and Modern Functions',
        topics: [
          'FILTER, SORT, UNIQUE and SEQUENCE',
          'LET and LAMBDA for reusable formulas',
          'TEXTSPLIT, VSTACK and HSTACK for reshaping data',
          'Avoiding volatile and error-prone formulas',
        ],
      },
      {
        title: 'Data Analysis with PivotTables',
        topics: [
          'Building PivotTables, grouping and calculated fields',
          'Slicers, timelines and PivotCharts',
          'Power Pivot data models and basic DAX measures',
          'GETPIVOTDATA for report-ready summaries',
        ],
      },
      {
        title: 'Power Query and Data Cleaning',
        topics: [
          'Importing from CSV files, folders, databases and the web',
          'Cleaning, splitting, merging and appending data',
          'Unpivoting and refreshable transformations',
          'Consolidating monthly files automatically',
          'Reconciling a purchase register with GSTR-2B data',
        ],
      },
      {
        title: 'What-If Analysis and Financial Modelling',
        topics: [
          'Goal Seek, Scenario Manager and data tables',
          'Solver for optimisation problems',
          'Financial functions: PMT, NPV, XNPV, IRR and XIRR',
          'Building a budget vs actual and rolling forecast model',
        ],
      },
      {
        title: 'Dashboards and Automation',
        topics: [
          'Dashboard design principles and charts that communicate',
          'Interactive dashboards with slicers, form controls and dynamic charts',
          'Recording macros and editing the VBA code',
          'Writing simple VBA loops to automate reports',
          'Overview of Office Scripts and Copilot in Excel',
        ],
      },
      {
        title: 'Capstone: Business Workbook Project',
        topics: [
          'Take a messy real-world dataset from raw data to report',
          'Build a refreshable model with Power Query and PivotTables',
          'Create an interactive management dashboard',
          'Present your workbook and walk a mentor through your logic',
        ],
      },
    ],
  },
} as const satisfies Record<string, ProgramContent>;
