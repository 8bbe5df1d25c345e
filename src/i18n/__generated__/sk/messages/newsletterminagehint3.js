/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterminagehint3Inputs */

const sk_newsletterminagehint3 = /** @type {(inputs: Newsletterminagehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter je určený osobám od 18 rokov.`)
};

/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletterminagehint3 = sk_newsletterminagehint3;
export { newsletterminagehint3 as "newsletterMinAgeHint" }