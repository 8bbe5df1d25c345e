/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewfilterbystars3Inputs */

const sk_reviewfilterbystars3 = /** @type {(inputs: Reviewfilterbystars3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrovať podľa hviezdičiek`)
};

/**

* @param {Reviewfilterbystars3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewfilterbystars3 = sk_reviewfilterbystars3;
export { reviewfilterbystars3 as "reviewFilterByStars" }