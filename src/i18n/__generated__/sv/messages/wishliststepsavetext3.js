/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetext3Inputs */

const sv_wishliststepsavetext3 = /** @type {(inputs: Wishliststepsavetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ett klick på hjärtat lägger varan på din önskelista.`)
};

/**

* @param {Wishliststepsavetext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetext3 = sv_wishliststepsavetext3;
export { wishliststepsavetext3 as "wishlistStepSaveText" }