/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewsubmit1Inputs */

const fr_reviewsubmit1 = /** @type {(inputs: Reviewsubmit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer mon avis`)
};

/**

* @param {Reviewsubmit1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewsubmit1 = fr_reviewsubmit1;
export { reviewsubmit1 as "reviewSubmit" }