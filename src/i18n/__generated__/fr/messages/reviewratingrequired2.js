/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewratingrequired2Inputs */

const fr_reviewratingrequired2 = /** @type {(inputs: Reviewratingrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez attribuer 1 à 5 étoiles`)
};

/**

* @param {Reviewratingrequired2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewratingrequired2 = fr_reviewratingrequired2;
export { reviewratingrequired2 as "reviewRatingRequired" }