/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewloginfirst2Inputs */

const fr_reviewloginfirst2 = /** @type {(inputs: Reviewloginfirst2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour donner votre avis. Seuls nos clients peuvent évaluer les articles.`)
};

/**

* @param {Reviewloginfirst2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewloginfirst2 = fr_reviewloginfirst2;
export { reviewloginfirst2 as "reviewLoginFirst" }