/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrecommends1Inputs */

const sv_reviewrecommends1 = /** @type {(inputs: Reviewrecommends1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jag rekommenderar den här artikeln.`)
};

/**

* @param {Reviewrecommends1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewrecommends1 = sv_reviewrecommends1;
export { reviewrecommends1 as "reviewRecommends" }