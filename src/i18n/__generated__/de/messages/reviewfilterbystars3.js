/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewfilterbystars3Inputs */

const de_reviewfilterbystars3 = /** @type {(inputs: Reviewfilterbystars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach Sternen filtern`)
};

/**

* @param {Reviewfilterbystars3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const reviewfilterbystars3 = de_reviewfilterbystars3;
export { reviewfilterbystars3 as "reviewFilterByStars" }