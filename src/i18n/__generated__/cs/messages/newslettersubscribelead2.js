/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribelead2Inputs */

const cs_newslettersubscribelead2 = /** @type {(inputs: Newslettersubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O trendech, nabídkách a akcích se dozvíte jako první. Poukaz na 10 € Vám pošleme po potvrzení přihlášení.`)
};

/**

* @param {Newslettersubscribelead2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettersubscribelead2 = cs_newslettersubscribelead2;
export { newslettersubscribelead2 as "newsletterSubscribeLead" }