/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tileoutsold1Inputs */

const sk_tileoutsold1 = /** @type {(inputs: Tileoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vypredané`)
};

/**

* @param {Tileoutsold1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tileoutsold1 = sk_tileoutsold1;
export { tileoutsold1 as "tileOutsold" }