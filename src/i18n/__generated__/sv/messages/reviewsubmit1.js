/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsubmit1Inputs */

const sv_reviewsubmit1 = /** @type {(inputs: Reviewsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skicka omdöme`)
};

/**

* @param {Reviewsubmit1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewsubmit1 = sv_reviewsubmit1;
export { reviewsubmit1 as "reviewSubmit" }