/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customeritems1Inputs */

const cs_customeritems1 = /** @type {(inputs: Customeritems1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("cs", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} položka`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} položky`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} položky`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} položek`);
	return /** @type {LocalizedString} */ ("customerItems");
};

/**

* @param {Customeritems1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customeritems1 = cs_customeritems1;
export { customeritems1 as "customerItems" }