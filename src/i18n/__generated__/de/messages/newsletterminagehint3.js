/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletterminagehint3Inputs */

const de_newsletterminagehint3 = /** @type {(inputs: Newsletterminagehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Newsletter ist ab 18 Jahren möglich.`)
};

/**

* @param {Newsletterminagehint3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletterminagehint3 = de_newsletterminagehint3;
export { newsletterminagehint3 as "newsletterMinAgeHint" }