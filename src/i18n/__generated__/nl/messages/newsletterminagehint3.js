/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterminagehint3Inputs */

const nl_newsletterminagehint3 = /** @type {(inputs: Newsletterminagehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nieuwsbrief is er vanaf 18 jaar.`)
};

/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletterminagehint3 = nl_newsletterminagehint3;
export { newsletterminagehint3 as "newsletterMinAgeHint" }