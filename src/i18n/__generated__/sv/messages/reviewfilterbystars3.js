/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewfilterbystars3Inputs */

const sv_reviewfilterbystars3 = /** @type {(inputs: Reviewfilterbystars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrera efter stjärnor`)
};

/**

* @param {Reviewfilterbystars3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewfilterbystars3 = sv_reviewfilterbystars3;
export { reviewfilterbystars3 as "reviewFilterByStars" }