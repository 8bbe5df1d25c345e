/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersubscribelead2Inputs */

const sk_newslettersubscribelead2 = /** @type {(inputs: Newslettersubscribelead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O trendoch, ponukách a akciách sa dozviete ako prví. Poukážku na 10 € Vám pošleme po potvrdení prihlásenia.`)
};

/**

* @param {Newslettersubscribelead2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettersubscribelead2 = sk_newslettersubscribelead2;
export { newslettersubscribelead2 as "newsletterSubscribeLead" }