/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewhelpful1Inputs */

const sv_reviewhelpful1 = /** @type {(inputs: Reviewhelpful1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Var det här omdömet till hjälp?`)
};

/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewhelpful1 = sv_reviewhelpful1;
export { reviewhelpful1 as "reviewHelpful" }