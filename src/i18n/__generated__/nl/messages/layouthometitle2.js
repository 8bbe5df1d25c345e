/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthometitle2Inputs */

const nl_layouthometitle2 = /** @type {(inputs: Layouthometitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – mode en wonen online bestellen`)
};

/**

* @param {Layouthometitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layouthometitle2 = nl_layouthometitle2;
export { layouthometitle2 as "layoutHomeTitle" }