/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthometitle2Inputs */

const sv_layouthometitle2 = /** @type {(inputs: Layouthometitle2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – mode och inredning online`)
};

/**

* @param {Layouthometitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layouthometitle2 = sv_layouthometitle2;
export { layouthometitle2 as "layoutHomeTitle" }