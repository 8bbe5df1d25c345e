/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewfilterbystars3Inputs */

const nl_reviewfilterbystars3 = /** @type {(inputs: Reviewfilterbystars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filteren op sterren`)
};

/**

* @param {Reviewfilterbystars3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewfilterbystars3 = nl_reviewfilterbystars3;
export { reviewfilterbystars3 as "reviewFilterByStars" }