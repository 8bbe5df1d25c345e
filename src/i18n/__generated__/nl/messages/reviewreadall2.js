/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewreadall2Inputs */

const nl_reviewreadall2 = /** @type {(inputs: Reviewreadall2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle beoordelingen lezen`)
};

/**

* @param {Reviewreadall2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewreadall2 = nl_reviewreadall2;
export { reviewreadall2 as "reviewReadAll" }