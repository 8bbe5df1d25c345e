/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customeritems1Inputs */

const de_customeritems1 = /** @type {(inputs: Customeritems1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Artikel`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Artikel`);
	return /** @type {LocalizedString} */ ("customerItems");
};

/**

* @param {Customeritems1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customeritems1 = de_customeritems1;
export { customeritems1 as "customerItems" }