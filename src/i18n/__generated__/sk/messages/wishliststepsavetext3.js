/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepsavetext3Inputs */

const sk_wishliststepsavetext3 = /** @type {(inputs: Wishliststepsavetext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kliknutím na srdiečko uložíte tovar medzi obľúbené.`)
};

/**

* @param {Wishliststepsavetext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishliststepsavetext3 = sk_wishliststepsavetext3;
export { wishliststepsavetext3 as "wishlistStepSaveText" }