/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewoverall1Inputs */

const sv_reviewoverall1 = /** @type {(inputs: Reviewoverall1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ditt helhetsbetyg`)
};

/**

* @param {Reviewoverall1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewoverall1 = sv_reviewoverall1;
export { reviewoverall1 as "reviewOverall" }