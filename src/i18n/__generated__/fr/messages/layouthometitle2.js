/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthometitle2Inputs */

const fr_layouthometitle2 = /** @type {(inputs: Layouthometitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – Mode et maison en ligne`)
};

/**

* @param {Layouthometitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layouthometitle2 = fr_layouthometitle2;
export { layouthometitle2 as "layoutHomeTitle" }