/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewtext1Inputs */

const cs_reviewtext1 = /** @type {(inputs: Reviewtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše hodnocení`)
};

/**

* @param {Reviewtext1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewtext1 = cs_reviewtext1;
export { reviewtext1 as "reviewText" }