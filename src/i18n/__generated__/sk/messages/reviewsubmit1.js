/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsubmit1Inputs */

const sk_reviewsubmit1 = /** @type {(inputs: Reviewsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odoslať hodnotenie`)
};

/**

* @param {Reviewsubmit1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewsubmit1 = sk_reviewsubmit1;
export { reviewsubmit1 as "reviewSubmit" }