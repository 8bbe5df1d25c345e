/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetext3Inputs */

const fr_wishliststepsavetext3 = /** @type {(inputs: Wishliststepsavetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un clic sur le cœur ajoute l'article à vos favoris.`)
};

/**

* @param {Wishliststepsavetext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetext3 = fr_wishliststepsavetext3;
export { wishliststepsavetext3 as "wishlistStepSaveText" }