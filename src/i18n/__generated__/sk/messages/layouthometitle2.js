/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthometitle2Inputs */

const sk_layouthometitle2 = /** @type {(inputs: Layouthometitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – móda a bývanie online`)
};

/**

* @param {Layouthometitle2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layouthometitle2 = sk_layouthometitle2;
export { layouthometitle2 as "layoutHomeTitle" }