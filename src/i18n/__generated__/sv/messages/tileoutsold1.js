/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tileoutsold1Inputs */

const sv_tileoutsold1 = /** @type {(inputs: Tileoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slutsåld`)
};

/**

* @param {Tileoutsold1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tileoutsold1 = sv_tileoutsold1;
export { tileoutsold1 as "tileOutsold" }