/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsubmit1Inputs */

const cs_reviewsubmit1 = /** @type {(inputs: Reviewsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odeslat hodnocení`)
};

/**

* @param {Reviewsubmit1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewsubmit1 = cs_reviewsubmit1;
export { reviewsubmit1 as "reviewSubmit" }