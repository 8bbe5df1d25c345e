/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Delivery5to6days2Inputs */

const sv_delivery5to6days2 = /** @type {(inputs: Delivery5to6days2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans inom 5–6 arbetsdagar`)
};

/**

* @param {Delivery5to6days2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const delivery5to6days2 = sv_delivery5to6days2;
export { delivery5to6days2 as "delivery5To6Days" }