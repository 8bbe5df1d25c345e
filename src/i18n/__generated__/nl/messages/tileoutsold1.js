/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tileoutsold1Inputs */

const nl_tileoutsold1 = /** @type {(inputs: Tileoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitverkocht`)
};

/**

* @param {Tileoutsold1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tileoutsold1 = nl_tileoutsold1;
export { tileoutsold1 as "tileOutsold" }