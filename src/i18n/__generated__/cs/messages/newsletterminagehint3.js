/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterminagehint3Inputs */

const cs_newsletterminagehint3 = /** @type {(inputs: Newsletterminagehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter je určen osobám od 18 let.`)
};

/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletterminagehint3 = cs_newsletterminagehint3;
export { newsletterminagehint3 as "newsletterMinAgeHint" }