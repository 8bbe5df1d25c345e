/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthometitle2Inputs */

const de_ch2_layouthometitle2 = /** @type {(inputs: Layouthometitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – Mode und Wohnen online bestellen`)
};

/**

* @param {Layouthometitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layouthometitle2 = de_ch2_layouthometitle2;
export { layouthometitle2 as "layoutHomeTitle" }