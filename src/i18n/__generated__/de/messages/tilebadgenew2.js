/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgenew2Inputs */

const de_tilebadgenew2 = /** @type {(inputs: Tilebadgenew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NEU`)
};

/**

* @param {Tilebadgenew2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const tilebadgenew2 = de_tilebadgenew2;
export { tilebadgenew2 as "tileBadgeNew" }