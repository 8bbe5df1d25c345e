/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteractivated1Inputs */

const fr_newsletteractivated1 = /** @type {(inputs: Newsletteractivated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre inscription est confirmée`)
};

/**

* @param {Newsletteractivated1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletteractivated1 = fr_newsletteractivated1;
export { newsletteractivated1 as "newsletterActivated" }