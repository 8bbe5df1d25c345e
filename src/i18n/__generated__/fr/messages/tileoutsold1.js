/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tileoutsold1Inputs */

const fr_tileoutsold1 = /** @type {(inputs: Tileoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épuisé`)
};

/**

* @param {Tileoutsold1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tileoutsold1 = fr_tileoutsold1;
export { tileoutsold1 as "tileOutsold" }