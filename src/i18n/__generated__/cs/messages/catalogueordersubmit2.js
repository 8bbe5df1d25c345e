/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersubmit2Inputs */

const cs_catalogueordersubmit2 = /** @type {(inputs: Catalogueordersubmit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednat katalogy zdarma`)
};

/**

* @param {Catalogueordersubmit2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordersubmit2 = cs_catalogueordersubmit2;
export { catalogueordersubmit2 as "catalogueOrderSubmit" }