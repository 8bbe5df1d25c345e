/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tileoutsold1Inputs */

const de_tileoutsold1 = /** @type {(inputs: Tileoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausverkauft`)
};

/**

* @param {Tileoutsold1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tileoutsold1 = de_tileoutsold1;
export { tileoutsold1 as "tileOutsold" }