/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetext3Inputs */

const de_wishliststepsavetext3 = /** @type {(inputs: Wishliststepsavetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Klick auf das Herz legt den Artikel auf Ihren Merkzettel.`)
};

/**

* @param {Wishliststepsavetext3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetext3 = de_wishliststepsavetext3;
export { wishliststepsavetext3 as "wishlistStepSaveText" }