/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewfilterbystars3Inputs */

const cs_reviewfilterbystars3 = /** @type {(inputs: Reviewfilterbystars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrovat podle hvězdiček`)
};

/**

* @param {Reviewfilterbystars3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewfilterbystars3 = cs_reviewfilterbystars3;
export { reviewfilterbystars3 as "reviewFilterByStars" }