/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewhelpful1Inputs */

const nl_reviewhelpful1 = /** @type {(inputs: Reviewhelpful1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was deze beoordeling nuttig?`)
};

/**

* @param {Reviewhelpful1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewhelpful1 = nl_reviewhelpful1;
export { reviewhelpful1 as "reviewHelpful" }