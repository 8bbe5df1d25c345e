/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterminagehint3Inputs */

const sv_newsletterminagehint3 = /** @type {(inputs: Newsletterminagehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nyhetsbrevet är för dig som fyllt 18 år.`)
};

/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletterminagehint3 = sv_newsletterminagehint3;
export { newsletterminagehint3 as "newsletterMinAgeHint" }