/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsubmit1Inputs */

const nl_reviewsubmit1 = /** @type {(inputs: Reviewsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling versturen`)
};

/**

* @param {Reviewsubmit1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewsubmit1 = nl_reviewsubmit1;
export { reviewsubmit1 as "reviewSubmit" }