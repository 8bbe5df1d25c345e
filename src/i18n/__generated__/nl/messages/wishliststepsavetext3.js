/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetext3Inputs */

const nl_wishliststepsavetext3 = /** @type {(inputs: Wishliststepsavetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met een klik op het hartje zet je het artikel op je verlanglijst.`)
};

/**

* @param {Wishliststepsavetext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetext3 = nl_wishliststepsavetext3;
export { wishliststepsavetext3 as "wishlistStepSaveText" }