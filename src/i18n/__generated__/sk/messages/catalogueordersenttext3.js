/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersenttext3Inputs */

const sk_catalogueordersenttext3 = /** @type {(inputs: Catalogueordersenttext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Katalógy budú u Vás o niekoľko dní.`)
};

/**

* @param {Catalogueordersenttext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordersenttext3 = sk_catalogueordersenttext3;
export { catalogueordersenttext3 as "catalogueOrderSentText" }