/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnotrecommends2Inputs */

const sv_reviewnotrecommends2 = /** @type {(inputs: Reviewnotrecommends2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jag rekommenderar inte den här artikeln.`)
};

/**

* @param {Reviewnotrecommends2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewnotrecommends2 = sv_reviewnotrecommends2;
export { reviewnotrecommends2 as "reviewNotRecommends" }