/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnote2Inputs */

const cs_basketdisposalnote2 = /** @type {(inputs: Basketdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informace k likvidaci`)
};

/**

* @param {Basketdisposalnote2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdisposalnote2 = cs_basketdisposalnote2;
export { basketdisposalnote2 as "basketDisposalNote" }