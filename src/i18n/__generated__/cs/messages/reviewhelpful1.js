/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewhelpful1Inputs */

const cs_reviewhelpful1 = /** @type {(inputs: Reviewhelpful1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bylo pro Vás toto hodnocení užitečné?`)
};

/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewhelpful1 = cs_reviewhelpful1;
export { reviewhelpful1 as "reviewHelpful" }