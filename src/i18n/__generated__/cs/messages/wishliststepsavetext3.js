/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetext3Inputs */

const cs_wishliststepsavetext3 = /** @type {(inputs: Wishliststepsavetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kliknutím na srdíčko uložíte zboží do oblíbených.`)
};

/**

* @param {Wishliststepsavetext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetext3 = cs_wishliststepsavetext3;
export { wishliststepsavetext3 as "wishlistStepSaveText" }