/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewfilterbystars3Inputs */

const fr_reviewfilterbystars3 = /** @type {(inputs: Reviewfilterbystars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer par étoiles`)
};

/**

* @param {Reviewfilterbystars3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewfilterbystars3 = fr_reviewfilterbystars3;
export { reviewfilterbystars3 as "reviewFilterByStars" }